/** What the drafts editor uses of the stock feature: the copy of the suggestions and of the review's warning. */
export { fill, stockText } from './copy';
