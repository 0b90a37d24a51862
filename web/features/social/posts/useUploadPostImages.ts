import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadImg } from '../../../../contract/posts';
import { uploadFiles } from '../../../lib/api';

/** `/res/post/upload_img` (multipart) with upload progress 0..1. */
export function useUploadPostImages() {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (files: File[]) => {
      setProgress(0);
      return uploadFiles(uploadImg, files, { onProgress: setProgress });
    },
  });
  return { ...mutation, progress };
}
