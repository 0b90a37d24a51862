import { useMutation } from '@tanstack/react-query';
import { uploadMessageImg } from '../../../../contract/conversations';
import { uploadFiles } from '../../../lib/api';

/** `/res/conversation/upload_img` (multipart): a message's photos. */
export function useUploadMessagePhotos() {
  return useMutation({ mutationFn: (files: File[]) => uploadFiles(uploadMessageImg, files) });
}
