/** What other features use of the chat. Its component loads on demand (socket.io and the message schemas with it). */
export { useChatRefresh } from './useChatRefresh';
export const loadChat = () => import('./Chat');
