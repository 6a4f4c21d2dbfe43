import { type MessageImageRecord, type MessageRecord } from '../db/types';

/** The user message as the created event, requestMessage and abort answer carry it. */
export type RequestMessage =
  | {
      messageId: string;
      parentMessageId: string;
      conversationId: string;
      sender: string;
      text: string;
      isCreatedByUser: true;
      image_urls?: MessageImageRecord[];
    }
  | Omit<MessageRecord, '_id' | '__v' | 'user'>;

/** Everything a generation needs, decided before the stream starts. */
export interface GenerationPlan {
  endpoint: string;
  ownerId: string;
  conversationId: string;
  /** A new root conversation: its title is set after the stream closes. */
  generatesTitle: boolean;
  userMessage: RequestMessage;
  responseMessageId: string;
  sender: string;
  model: string | null;
  /** `generation + ' '` on edit and continue, else ''. */
  prefix: string;
  /** The completion in word pieces. */
  tokens: string[];
  /** Stream this many tokens, then end the connection abruptly ([[drop]]). */
  dropAfter: number | null;
  /** Keep the connection open for a minute after the final event ([[linger]]), as a faulty proxy may. */
  lingerAfterFinal: boolean;
  /** An image model's reply: this picture, after `imageGenerationMs`, and no text. */
  picture: MessageImageRecord | null;
  /** Set on endpoints whose replies carry a finish reason. */
  finishReason: string | undefined;
  /** A provider error ends the stream with an error event instead of a reply. */
  errorText: string | null;
  tokensPerSecond: number;
  /** `[[hold-created]]`: nothing is sent, `created` included, until the held streams are released. */
  holdCreated: boolean;
  /** `[[hold]]`: stream this many partials, then wait until the held streams are released; else null. */
  holdAfter: number | null;
  promptTokens: number;
}
