import type { SeedContext } from '../../seed/seed';

/** Mei's FPS identifier, so the demo POS shows an FPS code with the amount (docs/decisions/0082-fps-qr-with-the-amount.md). */
export async function seedFps(ctx: SeedContext): Promise<void> {
  await ctx.services.fps.set(
    { kind: 'phone', value: '91234567' },
    { id: ctx.users.mei, email: 'mei@stallfeed.demo', role: 's', tokenHash: '', provenAt: Date.now() },
  );
}
