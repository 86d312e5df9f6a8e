import { getDb } from "@/src/db";
import { CHAT_QUESTION_MAX, parseChatQuestion } from "@/src/lib/chat/answer";
import { catalogueAnswerer } from "@/src/server/chat/answer";
import { AppError } from "@/src/server/http/errors";
import { CATALOGUE_CACHE, withApi } from "@/src/server/http/api";
import { apiText } from "@/src/server/http/messages";

const ERROR_TEXT = {
  q: () => apiText("chatQuestionInvalid", { max: CHAT_QUESTION_MAX }),
  city: () => apiText("searchCityInvalid"),
} as const;

// GET /api/chat/answer?q=&city= – the care assistant's answer from our own catalogue: the treatment, condition or department the words mean, with cost in the city, stay,
// recovery and links. The same for everyone: public and cached like the catalogue reads.
export const GET = withApi(
  async ({ url }) => {
    const parsed = parseChatQuestion(url.searchParams);
    if (!parsed.ok)
      throw new AppError(
        400,
        parsed.errors.map((e) => ERROR_TEXT[e]()),
      );
    return catalogueAnswerer.answer(getDb(), parsed.question);
  },
  { cache: CATALOGUE_CACHE },
);
