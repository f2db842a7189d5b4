// Public face of the immersive audio feature: its page.
export { ImmersiveAudioScreen } from './ImmersiveAudioScreen.tsx';
