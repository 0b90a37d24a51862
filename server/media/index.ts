// The media domain's public surface: what the HTTP layer and other domains import.

export { assertImagesStored } from './assert-stored';
export * from './errors';
export { DEFAULT_UPLOAD_LIMITS, type MediaPluginOptions, mediaPlugin, type UploadLimits } from './plugin';
export {
  DEFAULT_MAX_INPUT_PIXELS,
  type ProcessedImage,
  type ProcessOptions,
  processImage,
} from './process-image';
export { type ReceivedImages, type ReceiveOptions, receiveImages } from './receive-images';
export { DiskImageStore, type ImageStore, InvalidStoreKeyError } from './storage';
