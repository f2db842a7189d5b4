// Public face of the team feature (team invitations).
export { InvitationPanel } from './InvitationPanel.tsx';
