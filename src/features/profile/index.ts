/** What other features and the app use of profile: import it from here, never from a file of the folder. */
export { StarRating } from './StarRating';
