import { type ConversationRecord, type MessageRecord } from '../db/types';
import { type GenerationPlan } from './generation-plan';

/** The final event's data (contract section 3): title, conversation, requestMessage, responseMessage. */
export function finalEventData(
  plan: GenerationPlan,
  saved: MessageRecord,
  conversation: ConversationRecord,
  completionTokens: number,
) {
  return {
    title: conversation.title,
    final: true,
    conversation,
    requestMessage: plan.userMessage,
    responseMessage: {
      messageId: saved.messageId,
      conversationId: saved.conversationId,
      parentMessageId: saved.parentMessageId,
      isCreatedByUser: false,
      model: saved.model,
      sender: saved.sender,
      text: saved.text,
      promptTokens: plan.promptTokens,
      completionTokens,
      ...(plan.finishReason ? { finish_reason: plan.finishReason } : {}),
      ...(saved.image_urls ? { image_urls: saved.image_urls } : {}),
    },
  };
}

/** The abort route's answer: like a final event, with the partial reply marked cancelled. */
export function abortAnswer(plan: GenerationPlan, saved: MessageRecord, conversation: ConversationRecord) {
  return {
    title: conversation.title,
    final: true,
    conversation,
    requestMessage: plan.userMessage,
    responseMessage: {
      messageId: saved.messageId,
      conversationId: saved.conversationId,
      parentMessageId: saved.parentMessageId,
      sender: saved.sender,
      text: saved.text,
      isCreatedByUser: false,
      model: saved.model,
      unfinished: false,
      cancelled: true,
      error: false,
      finish_reason: 'incomplete',
    },
  };
}

/** The error event's data; the client must not rely on more than `text` (validation errors carry only that). */
export function errorEventData(plan: GenerationPlan, saved: MessageRecord) {
  return {
    sender: plan.sender,
    messageId: saved.messageId,
    conversationId: plan.conversationId,
    parentMessageId: plan.userMessage.messageId,
    unfinished: false,
    cancelled: false,
    error: true,
    text: saved.text,
    isCreatedByUser: false,
  };
}
