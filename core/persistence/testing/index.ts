export { RecordingStorage } from './recording-storage';
