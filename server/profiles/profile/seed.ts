import {
  COMMUNITIES,
  type CommunityId,
  OnboardingStep,
  TERMS_VERSION,
  WhatsAppNumber,
} from '../../../contract/profile';
import type { SessionUser } from '../../http/context';
import { processImage } from '../../media';
import { drawProductImage } from '../../products/seed-images';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../seed/demo-accounts';
import type { SeedContext } from '../../seed/seed';

interface DemoProfile {
  nickname: string;
  bio: string;
  shop_name?: string;
  /** the shop's WhatsApp (decision 0246) */
  whatsapp?: string;
  hue: number;
  communities: CommunityId[];
}

const PROFILES: Record<DemoAccount['key'], DemoProfile> = {
  mei: {
    nickname: 'Mei 美',
    bio: 'Dried seafood and herbs from Sheung Wan, third generation. Pickup at the shop or delivery across HK.',
    shop_name: 'Mei’s Dried Goods 美記海味',
    // a made-up number (a demo shop)
    whatsapp: '+852 5550 1234',
    hue: 330,
    communities: ['food'],
  },
  kenji: {
    nickname: 'Kenji',
    bio: 'Candles, incense holders and notebooks, all made by hand in my Fo Tan studio.',
    shop_name: 'Kenji Crafts',
    hue: 200,
    communities: ['crafts', 'home'],
  },
  ada: { nickname: 'Ada Lam', bio: 'Home cook, tea lover.', hue: 40, communities: ['food', 'crafts'] },
  ben: { nickname: 'Ben', bio: '', hue: 150, communities: ['tech'] },
};

const FOLLOWS: [DemoAccount['key'], DemoAccount['key']][] = [
  ['ada', 'mei'],
  ['ada', 'kenji'],
  ['ben', 'kenji'],
  ['kenji', 'mei'],
];

/**
 * Seed step (issue 9): profiles with bios and pictures, shop names, communities, finished onboarding for
 * the demo accounts (so they go straight to the feed) and a few follows — all through ProfileService.
 */
export async function seedProfiles(ctx: SeedContext): Promise<void> {
  const { profiles } = ctx.services;
  const session = (key: DemoAccount['key']): SessionUser => {
    const a = DEMO_ACCOUNTS.find((x) => x.key === key)!;
    return { id: ctx.users[key], email: a.email, role: a.role, tokenHash: '' };
  };
  for (const account of DEMO_ACCOUNTS) {
    const p = PROFILES[account.key];
    const user = session(account.key);
    await profiles.update(
      {
        nickname: p.nickname,
        bio: p.bio,
        shop_name: p.shop_name,
        ...(p.whatsapp ? { whatsapp: WhatsAppNumber.parse(p.whatsapp) } : {}),
      },
      user,
    );
    const png = await drawProductImage(p.nickname[0]!.toUpperCase(), p.hue, 'circle');
    await profiles.setPicture('avatar', (await processImage(png, ctx.services.images)).filePath, user);
    if (p.shop_name) {
      const shop = await drawProductImage(p.shop_name[0]!.toUpperCase(), (p.hue + 40) % 360, 'square');
      await profiles.setPicture('store', (await processImage(shop, ctx.services.images)).filePath, user);
    }
    await profiles.setCommunities(
      p.communities.filter((c) => c in COMMUNITIES),
      user,
    );
    for (const step of OnboardingStep.options) {
      await profiles.stepDone(step, step === 'terms' ? TERMS_VERSION : undefined, user);
    }
  }
  for (const [from, to] of FOLLOWS) await profiles.follow(ctx.users[to], session(from));
}
