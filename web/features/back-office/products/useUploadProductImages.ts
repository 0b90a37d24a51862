import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadImg } from '../../../../contract/products';
import { uploadFiles } from '../../../lib/api';

/** `/res/product/upload_img` (multipart, 30 s): the stored paths, with upload progress 0..1. */
export function useUploadProductImages() {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async (files: File[]) => {
      setProgress(0);
      const result = await uploadFiles(uploadImg, files, { onProgress: setProgress });
      return result.file_path;
    },
  });
  return {
    upload: mutation.mutateAsync,
    uploading: mutation.isPending,
    progress,
  };
}
