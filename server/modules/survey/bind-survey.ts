// The survey module's functions bound to one database: spread into the app's services. (The text asking for the survey,
// with its link, is the notification outbox's `survey_request`, written with the move to complete and due the next morning.)
import type { Language } from '../../../core/i18n';
import type { Db } from '../../db/client';
import { answerSurvey, type AnswerSurveyInput } from './answer-survey';
import { surveyReport } from './nps-report';
import type { SurveyQuery } from './schemas';
import { pendingSurveys, surveyStateOf } from './survey-state';

export function surveyServices(db: Db) {
  return {
    answerSurvey: (input: AnswerSurveyInput) => answerSurvey(db, input),
    /** The order page's survey: open, answered or closed. Load the order with its permission check first. */
    surveyStateOf: (order: { _id: string; state: string }) => surveyStateOf(db, order),
    pendingSurveys: (storeId: string, phone: string) => pendingSurveys(db, storeId, phone),
    surveyReport: (storeId: string, query: SurveyQuery, lang: Language) => surveyReport(db, storeId, query, lang),
  };
}
