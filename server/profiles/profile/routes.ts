import {
  checkShopName,
  checkUsername,
  communitiesGet,
  communitiesSet,
  communityFeed,
  editBankInfo,
  follow,
  followers,
  followingFeed,
  followingList,
  getBankInfo,
  getFreeTrial,
  getStorePic,
  infoGet,
  infoUpdate,
  onboardingDone,
  onboardingGet,
  publicProfile,
  suggestedCreators,
  UploadPicQuery,
  unfollow,
  uploadPic,
} from '../../../contract/profile';
import { AppError } from '../../http/app-error';
import { handle, handleUpload, type Route } from '../../http/calls';
import { receiveUploadedImages } from '../../http/upload';
import { validationText } from '../../http/validation';
import type { ImageStore } from '../../media';
import type { PostsService } from '../../posts/service';
import { communityTags, type ProfileService } from './service';

/** A profile or shop picture is one photo. */
export const PROFILE_PIC_UPLOAD_LIMITS = { maxFiles: 1, maxFileBytes: 15 * 1024 * 1024 };

export function profileRoutes(profiles: ProfileService, posts: PostsService, images: ImageStore): Route[] {
  return [
    handle(infoGet, (_input, ctx) => profiles.own(ctx.user)),
    handle(infoUpdate, (input, ctx) => profiles.update(input, ctx.user)),
    handleUpload(uploadPic, async (ctx) => {
      const query = UploadPicQuery.safeParse(ctx.request.query ?? {});
      const { user, paths } = await receiveUploadedImages(
        ctx,
        images,
        PROFILE_PIC_UPLOAD_LIMITS,
        (caller) => {
          if (!query.success) throw new AppError('validation', validationText(query.error));
          if (query.data.kind === 'store' && caller.role !== 's') throw new AppError('sellerOnly');
        },
      );
      return profiles.setPicture(query.data!.kind, paths[0]!, user);
    }),
    handle(getStorePic, (input, ctx) => {
      const id = input.user_id ?? ctx.user?.id;
      if (!id) throw new AppError('sessionInvalid');
      return profiles.storePic(id);
    }),
    handle(publicProfile, (input, ctx) => profiles.publicOf(input.user_id, ctx.user)),
    handle(checkUsername, (input, ctx) => profiles.usernameAvailable(input.username, ctx.user)),
    handle(checkShopName, (input, ctx) => profiles.shopNameAvailable(input.shop_name, ctx.user)),
    handle(getFreeTrial, (_input, ctx) => profiles.startFreeTrial(ctx.user)),
    handle(editBankInfo, (input, ctx) => profiles.editBank(input, ctx.user)),
    handle(getBankInfo, (_input, ctx) => profiles.bankOf(ctx.user)),
    handle(onboardingGet, (_input, ctx) => profiles.onboarding(ctx.user)),
    handle(onboardingDone, (input, ctx) => profiles.stepDone(input.step, input.terms_version, ctx.user)),
    handle(communitiesGet, (_input, ctx) => profiles.communities(ctx.user)),
    handle(communitiesSet, (input, ctx) => profiles.setCommunities(input.communities, ctx.user)),
    handle(communityFeed, (input, ctx) =>
      posts.feedOf(
        { cursor: input.cursor, limit: input.limit, tags: communityTags(input.community) },
        ctx.user,
      ),
    ),
    handle(follow, (input, ctx) => profiles.follow(input.user_id, ctx.user)),
    handle(unfollow, (input, ctx) => profiles.unfollow(input.user_id, ctx.user)),
    handle(followers, (input, ctx) => profiles.followList('followers', input, ctx.user)),
    handle(followingList, (input, ctx) => profiles.followList('following', input, ctx.user)),
    handle(suggestedCreators, (_input, ctx) => profiles.suggestions(ctx.user)),
    handle(followingFeed, async (input, ctx) =>
      posts.feedOf(
        { cursor: input.cursor, limit: input.limit, authorIds: await profiles.followedIds(ctx.user.id) },
        ctx.user,
      ),
    ),
  ];
}
