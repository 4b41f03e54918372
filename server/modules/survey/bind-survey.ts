// The survey module's functions bound to one database and the SMS sender: spread into the app's services.
import type { Language } from '../../../core/i18n';
import type { Db } from '../../db/client';
import type { SmsSender } from '../../providers/sms/client';
import { answerSurvey, type AnswerSurveyInput } from './answer-survey';
import { askForSurvey } from './ask-for-survey';
import { surveyReport } from './nps-report';
import type { SurveyQuery } from './schemas';
import { pendingSurveys, surveyStateOf } from './survey-state';

export function surveyServices(db: Db, sms: SmsSender | undefined) {
  return {
    answerSurvey: (input: AnswerSurveyInput) => answerSurvey(db, input),
    /** The order page's survey: open, answered or closed. Load the order with its permission check first. */
    surveyStateOf: (order: { _id: string; state: string }) => surveyStateOf(db, order),
    pendingSurveys: (storeId: string, phone: string) => pendingSurveys(db, storeId, phone),
    surveyReport: (storeId: string, query: SurveyQuery, lang: Language) => surveyReport(db, storeId, query, lang),
    /** After an order moved to complete (committed): the SMS with the survey's link. Never throws: the move stands. */
    askForSurvey: async (input: { storeId: string; number: number; origin: string }, log?: (err: unknown) => void) => {
      if (!sms) return false;
      try {
        return await askForSurvey(db, sms, input);
      } catch (err) {
        log?.(err);
        return false;
      }
    },
  };
}
