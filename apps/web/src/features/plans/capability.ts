// The plans capability: the signed-in plan comparison, the plans texts and the plan item of the side navigation.
import { type Capability, featureTexts, lazyPage } from '../../app/capability.ts';

export const plansCapability = {
  name: 'plans',
  routes: [{ pattern: '/dashboard/pricing', page: lazyPage(() => import('./PlanComparison.tsx'), 'PlanComparison') }],
  dashboardNav: [
    {
      order: 100,
      to: '/dashboard/profile/plan',
      labelKey: 'dashboard.nav.plan',
      icon: () => import('@mui/icons-material/CreditCardOutlined'),
      also: ['/dashboard/pricing'],
    },
  ],
  catalogs: featureTexts(
    'plans',
    async () => (await import('./catalog.ja.ts')).plansJa,
    async () => (await import('./catalog.en.ts')).plansEn,
  ),
  uses: ['pricing'],
} satisfies Capability;
