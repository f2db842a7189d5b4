// The signed-in individual's own settings: name and language, password, second factor, devices, notifications.
import { AppError } from '@otodoke/domain';
import { activeSessionsOf, revokeSessionOf, revokeSessionsOf } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/client.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { hashPassword, verifyPassword } from '../../platform/security/passwords.ts';
import { updateIndividual as storeIndividual } from '../accounts/index.ts';
import { deviceLabel } from './device-label.ts';

export const NOTIFICATION_DEFAULTS = {
  release_status: true,
  revenue_reports: true,
  payments: true,
  news: false,
  team: true,
};
type NotificationSettings = typeof NOTIFICATION_DEFAULTS;

/** Throws when a new password breaks the rules or differs from its confirmation (the auth capability's). */
export type AssertValidNewPassword = (password: string, confirmation?: string) => void;

export function createProfileService(deps: { db: Db; mailer: Mailer; assertValidNewPassword: AssertValidNewPassword }) {
  const { db, assertValidNewPassword } = deps;

  async function assertCurrentPassword(ctx: RequestContext, currentPassword: string | undefined) {
    const hash = ctx.individual!.passwordHash;
    if (hash === null) return; // Google-only individuals have no password to confirm.
    if (!currentPassword || !(await verifyPassword(hash, currentPassword))) throw new AppError('PASSWORD_INCORRECT');
  }

  return {
    async updateIndividual(
      ctx: RequestContext,
      input: { name?: string | undefined; language?: 'ja' | 'en' | undefined },
    ) {
      if (input.name === '') {
        throw AppError.invalidFields({ name: { ja: '必須入力項目です', en: 'This field is required.' } });
      }
      const values = {
        ...(input.name ? { name: input.name } : {}),
        ...(input.language ? { language: input.language } : {}),
      };
      // An empty patch changes nothing (and an UPDATE needs something to set).
      if (Object.keys(values).length === 0) return;
      await storeIndividual(db, ctx.individual!.id, values);
    },

    async changePassword(
      ctx: RequestContext,
      input: { current_password?: string | undefined; password: string; password_confirmation: string },
    ) {
      await assertCurrentPassword(ctx, input.current_password);
      assertValidNewPassword(input.password, input.password_confirmation);
      const passwordHash = await hashPassword(input.password);
      const individual = ctx.individual!;
      await db.transaction(async (tx) => {
        await storeIndividual(tx, individual.id, { passwordHash, shouldResetPassword: false });
        await revokeSessionsOf(tx, individual.id, ctx.session!.id);
        await deps.mailer.enqueue(tx, individual.email, individual.language === 'en' ? 'en' : 'ja', {
          template: 'password_changed',
          params: { name: individual.name },
        });
      });
    },

    async updateSecurity(
      ctx: RequestContext,
      input: { two_factor_enabled: boolean; verify_new_devices: boolean; current_password?: string | undefined },
    ) {
      const individual = ctx.individual!;
      const weakening =
        (individual.twoFactorEnabled && !input.two_factor_enabled) ||
        (individual.verifyNewDevices && !input.verify_new_devices);
      if (weakening) await assertCurrentPassword(ctx, input.current_password);
      await storeIndividual(db, individual.id, {
        twoFactorEnabled: input.two_factor_enabled,
        verifyNewDevices: input.verify_new_devices,
      });
      return { two_factor_enabled: input.two_factor_enabled, verify_new_devices: input.verify_new_devices };
    },

    async listDevices(ctx: RequestContext) {
      const rows = await activeSessionsOf(db, ctx.individual!.id, 100);
      return {
        items: rows.map((row) => ({
          id: row.id,
          user_agent: row.userAgent,
          label: deviceLabel(row.userAgent),
          ip_address: row.ipAddress,
          created_at: row.createdAt.toISOString(),
          last_seen_at: row.lastSeenAt.toISOString(),
          is_current: row.id === ctx.session?.id,
        })),
      };
    },

    async revokeDevice(ctx: RequestContext, sessionId: number) {
      if (!(await revokeSessionOf(db, ctx.individual!.id, sessionId))) throw new AppError('NOT_FOUND');
    },

    notificationSettings(ctx: RequestContext): NotificationSettings {
      return { ...NOTIFICATION_DEFAULTS, ...(ctx.individual!.notificationSettings as Partial<NotificationSettings>) };
    },

    async updateNotificationSettings(ctx: RequestContext, input: NotificationSettings) {
      await storeIndividual(db, ctx.individual!.id, { notificationSettings: input });
      return input;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
