// Public face of the team feature: team invitations (creators page) and the team tab of account settings.
export { InvitationPanel } from './InvitationPanel.tsx';
export { TeamSettings } from './TeamSettings.tsx';
