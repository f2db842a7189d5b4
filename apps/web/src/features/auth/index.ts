// Public face of the auth feature: sign-in (with its second-factor, captcha, lock and wait stages), Google sign-in,
// sign-up, e-mail verification, and the signed-in individual's menu.
export { CreatorsIntro } from './CreatorsIntro.tsx';
export { GoogleCallbackPanel } from './GoogleCallbackPanel.tsx';
export { SignInPanel } from './SignInPanel.tsx';
export { SignUpForm } from './SignUpForm.tsx';
export { SignUpMailSent } from './SignUpMailSent.tsx';
export { UserMenu } from './UserMenu.tsx';
export { useSignOut } from './use-sign-out.ts';
export { VerifyEmailWelcome } from './VerifyEmailWelcome.tsx';
