import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadPic } from '../../../../contract/profile';
import { uploadFiles } from '../../../lib/api';
import { profileKeys } from './keys';

/** `/user/info/upload_pic[?kind=store]`: the profile or shop picture through the image pipeline. */
export function useUploadPic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, kind = 'avatar' }: { file: File; kind?: 'avatar' | 'store' }) =>
      uploadFiles(uploadPic, [file], { query: { kind } }),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.own(), profile),
  });
}
