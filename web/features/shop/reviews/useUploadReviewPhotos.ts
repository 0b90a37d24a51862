import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadReviewImg } from '../../../../contract/reviews';
import { uploadFiles } from '../../../lib/api';

/** `/res/review/upload_img` (multipart) with upload progress 0..1. */
export function useUploadReviewPhotos() {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (files: File[]) => {
      setProgress(0);
      return uploadFiles(uploadReviewImg, files, { onProgress: setProgress });
    },
  });
  return { ...mutation, progress };
}
