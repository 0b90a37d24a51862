import { z } from 'zod';
import type { AiLocale } from '../../contract/ai';

/**
 * The model provider: any server speaking the OpenAI chat-completions protocol with images (OpenAI, Ollama,
 * vLLM, LM Studio), reached with plain fetch (no vendor SDK). Images go as data URLs, the answer is requested as a
 * JSON-schema structured output and validated with zod; any failure (network, HTTP status, timeout, malformed
 * JSON, a schema mismatch) throws ModelFailure and the service falls back to the offline answer.
 * Decision: docs/decisions/0073-ai-model-provider.md.
 */
export interface ModelConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

export class ModelFailure extends Error {
  override readonly name = 'ModelFailure';
}

const LANGUAGE: Record<AiLocale, string> = {
  en: 'English',
  'zh-HK': 'Traditional Chinese as written in Hong Kong (繁體中文)',
  'zh-CN': 'Simplified Chinese (简体中文)',
};

export const ModelProduct = z.object({
  found: z.boolean(),
  name: z.string().max(120),
  description: z.string().max(2000),
  category: z.string().max(40),
});
export type ModelProduct = z.infer<typeof ModelProduct>;

export const ModelPost = z.object({
  title: z.string().min(1).max(100),
  description: z.string().max(2000),
  tags: z.array(z.string().max(30)).max(5),
});
export type ModelPost = z.infer<typeof ModelPost>;

export const ModelNames = z.object({ names: z.array(z.string().min(1).max(40)).min(1).max(5) });

const SCHEMAS = {
  product: {
    type: 'object',
    additionalProperties: false,
    required: ['found', 'name', 'description', 'category'],
    properties: {
      found: { type: 'boolean', description: 'false when the photos show no sellable product' },
      name: { type: 'string' },
      description: { type: 'string' },
      category: { type: 'string' },
    },
  },
  post: {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'description', 'tags'],
    properties: {
      title: { type: 'string' },
      description: { type: 'string' },
      tags: { type: 'array', items: { type: 'string' } },
    },
  },
  collection_names: {
    type: 'object',
    additionalProperties: false,
    required: ['names'],
    properties: { names: { type: 'array', items: { type: 'string' } } },
  },
} as const;

export class ModelProvider {
  constructor(
    private readonly config: ModelConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  get model(): string {
    return this.config.model;
  }

  async product(
    images: string[],
    context: unknown,
    locale: AiLocale,
    signal?: AbortSignal,
  ): Promise<ModelProduct> {
    return this.complete(
      'product',
      ModelProduct,
      `You help a small Hong Kong stall owner list a product from photos. Answer in ${LANGUAGE[locale]}. ` +
        'Give the product name as printed on the package (keep brand and both scripts when printed), a short natural ' +
        'description (2–3 sentences: what it is, size, notable features; no prices, no placeholders) and one short ' +
        'category. Use the findings of the on-device reader (barcodes, text read, matching listings) as facts. ' +
        'Set found=false when the photos show nothing sellable.',
      `Findings: ${JSON.stringify(context)}`,
      images,
      signal,
    );
  }

  async post(images: string[], context: unknown, locale: AiLocale, signal?: AbortSignal): Promise<ModelPost> {
    return this.complete(
      'post',
      ModelPost,
      `You write social posts for a small Hong Kong stall. Answer in ${LANGUAGE[locale]}. Write a catchy title ` +
        '(under 60 characters), a friendly description mentioning the products and their prices or discounts ' +
        'exactly as given, and up to 5 short tags.',
      `Products and findings: ${JSON.stringify(context)}`,
      images,
      signal,
    );
  }

  async collectionNames(context: unknown, locale: AiLocale, signal?: AbortSignal): Promise<string[]> {
    const answer = await this.complete(
      'collection_names',
      ModelNames,
      `Suggest 3 short names (at most 40 characters) for a saved collection of posts. Answer in ${LANGUAGE[locale]}.`,
      `Posts: ${JSON.stringify(context)}`,
      [],
      signal,
    );
    return answer.names;
  }

  private async complete<T>(
    name: keyof typeof SCHEMAS,
    schema: z.ZodType<T>,
    system: string,
    text: string,
    images: string[],
    signal?: AbortSignal,
  ): Promise<T> {
    const url = `${this.config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    const body = {
      model: this.config.model,
      temperature: 0.2,
      messages: [
        { role: 'system', content: system },
        {
          role: 'user',
          content: [
            { type: 'text', text },
            ...images.map((dataUrl) => ({ type: 'image_url', image_url: { url: dataUrl } })),
          ],
        },
      ],
      response_format: { type: 'json_schema', json_schema: { name, strict: true, schema: SCHEMAS[name] } },
    };
    const timeout = AbortSignal.timeout(this.config.timeoutMs);
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (err) {
      throw new ModelFailure(`model request failed: ${(err as Error).message}`);
    }
    if (!response.ok) throw new ModelFailure(`model answered HTTP ${response.status}`);
    let content: unknown;
    try {
      const json = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
      content = json.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new Error('no message content');
      // some servers wrap JSON in a code fence even in structured mode
      content = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ''));
    } catch (err) {
      throw new ModelFailure(`model answer is not JSON: ${(err as Error).message}`);
    }
    const parsed = schema.safeParse(content);
    if (!parsed.success) throw new ModelFailure('model answer does not match the schema');
    return parsed.data;
  }
}
