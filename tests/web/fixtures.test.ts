import { describe, expect, it } from 'vitest';
import { Conversation, Faq, LoginResponse, Notification, PingData, Quotation, Submission, User } from '../../contract';
import {
  conversationFixture,
  dealerWith,
  faqFixture,
  loginResponseFixture,
  notificationFixture,
  pingFixture,
  quotationFixture,
  submissionFixture,
  userFixture,
} from './fixtures';

describe('test fixtures satisfy the contract', () => {
  it.each([
    ['User', User, userFixture()],
    ['User without subscription', User, dealerWith(null)],
    ['LoginResponse', LoginResponse, loginResponseFixture()],
    ['PingData', PingData, pingFixture()],
    ['Faq', Faq, faqFixture()[0]],
    ['Submission', Submission, submissionFixture()],
    ['Quotation', Quotation, quotationFixture()],
    ['Notification', Notification, notificationFixture()],
    ['Conversation', Conversation, conversationFixture()],
  ] as const)('%s', (_name, schema, value) => {
    const result = schema.safeParse(value);
    expect(result.error?.issues ?? []).toEqual([]);
  });
});
