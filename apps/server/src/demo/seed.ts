// Demo data for an empty database outside production: a label account to sign in to, and an operator.
import { count } from 'drizzle-orm';
import { ALL_PERMISSIONS_EDITABLE, completePermissions } from '../platform/auth/permissions.ts';
import type { Db } from '../platform/db/client.ts';
import { accountMembers, accounts, individuals, messages, planTerms } from '../platform/db/schema.ts';
import { hashPassword } from '../platform/security/passwords.ts';

export const DEMO_SIGN_IN = { email: 'demo@otodoke.test', password: 'otodoke-demo' } as const;
export const ADMIN_SIGN_IN = { email: 'admin@otodoke.test', password: 'otodoke-admin' } as const;

/** Seeds once: returns false when the database already holds individuals. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(individuals);
  if (Number(existing?.n ?? 0) > 0) return false;
  const [demoHash, adminHash, staffHash] = await Promise.all([
    hashPassword(DEMO_SIGN_IN.password),
    hashPassword(ADMIN_SIGN_IN.password),
    hashPassword('otodoke-staff'),
  ]);
  await db.transaction(async (tx) => {
    const verified = new Date();
    const [demo, staff] = await tx
      .insert(individuals)
      .values([
        {
          email: DEMO_SIGN_IN.email,
          name: '音届 太郎',
          passwordHash: demoHash,
          emailVerifiedAt: verified,
          twoFactorEnabled: false,
          verifyNewDevices: false,
        },
        {
          email: 'staff@otodoke.test',
          name: 'Staff Member',
          passwordHash: staffHash,
          emailVerifiedAt: verified,
          language: 'en',
          twoFactorEnabled: false,
          verifyNewDevices: false,
        },
      ])
      .returning();
    await tx.insert(individuals).values({
      email: ADMIN_SIGN_IN.email,
      name: 'Otodoke Operator',
      passwordHash: adminHash,
      emailVerifiedAt: verified,
      twoFactorEnabled: false,
      verifyNewDevices: false,
      isAdmin: true,
    });
    const [label, personal] = await tx
      .insert(accounts)
      .values([
        {
          name: 'Otodoke Demo Records',
          companyName: '音届けデモレコード株式会社',
          personCompanyType: 'company',
          accountModelType: 'LS',
          plan: 'unlimited_standard',
        },
        { name: '音届 太郎', personCompanyType: 'person', plan: 'payper' },
      ])
      .returning();
    // The label's unlimited plan started two months ago and runs for a year.
    const termStart = new Date(Date.now() - 61 * 86_400_000);
    const termEnd = new Date(termStart);
    termEnd.setUTCFullYear(termEnd.getUTCFullYear() + 1);
    await tx
      .insert(planTerms)
      .values({ accountId: label!.id, plan: 'unlimited_standard', startsAt: termStart, endsAt: termEnd });
    await tx.insert(accountMembers).values([
      { accountId: label!.id, individualId: demo!.id, isAccountManager: true, permissions: ALL_PERMISSIONS_EDITABLE },
      {
        accountId: personal!.id,
        individualId: demo!.id,
        isAccountManager: true,
        permissions: ALL_PERMISSIONS_EDITABLE,
      },
      {
        accountId: label!.id,
        individualId: staff!.id,
        isAccountManager: false,
        permissions: completePermissions({
          '1000': 'editable',
          '2000': 'editable',
          '3000': 'readonly',
          '8000': 'readonly',
        }),
      },
    ]);
    // A general message, so every inbox (of accounts made later too) opens with something to read.
    await tx.insert(messages).values({
      type: 'general',
      titleJa: '音届けへようこそ',
      titleEn: 'Welcome to Otodoke',
      bodyJa:
        'ご登録ありがとうございます。まずはアーティストを登録して、最初のリリースの準備を始めましょう。審査の結果や大切なお知らせは、このメッセージでお届けします。',
      bodyEn:
        'Thank you for joining. Start by adding your artists, then prepare your first release. Review results and important notices will reach you here, in your messages.',
      linkPath: '/dashboard/artists',
    });
  });
  return true;
}
