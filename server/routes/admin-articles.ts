// The back office's articles: the list, one article, its change, a new article and its pictures
// (docs/decisions/194-back-office-catalogue.md). Every call needs a staff token
// (docs/decisions/192-back-office.md). A change re-reads the catalogue version at once, so this
// process's cached answers, pages and listing index follow it on the next request, and other
// processes within the version's re-read bound (decision 044).
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  adminArticleCreateSchema, adminArticleImageUploadSchema, adminArticleListQuerySchema, adminArticleListSchema,
  adminArticleParamsSchema, adminArticlePatchSchema, adminArticleSchema, adminPictureAltPatchSchema, adminPictureOrderSchema,
  adminPictureParamsSchema, ARTICLE_IMAGE_MAX_BYTES, ARTICLE_IMAGE_MAX_PIXELS,
} from '../../contract/admin-catalogue.js';
import type { Lang } from '../../contract/i18n-text.js';
import { langQuerySchema } from '../../contract/shop.js';
import type { Db } from '../db/client.js';
import { changeArticle } from '../domain/admin-catalogue/article-change.js';
import { createArticle } from '../domain/admin-catalogue/article-create.js';
import { addArticlePicture, changePictureAlt, deleteArticlePicture, orderArticlePictures } from '../domain/admin-catalogue/article-picture.js';
import { adminArticle } from '../domain/admin-catalogue/article-detail.js';
import { listAdminArticles } from '../domain/admin-catalogue/article-list.js';
import * as texts from '../domain/admin-catalogue/texts.js';
import { catalogueAnswers } from '../domain/catalogue/catalogue-answers.js';
import { translate } from '../domain/i18n.js';
import { ApiHttpError } from '../http/errors.js';
import { sourceImageOf } from '../images/upload.js';
import { refusing } from '../http/refusals.js';
import { requireStaff, staffSecurity, staffSignedOutAnswer, type StaffEnv } from '../http/require-staff.js';
import { errorBody, errorResponses, jsonBody } from '../http/router.js';
import { NO_STORE } from '../http/session-cart.js';
import { translatedValidationHook } from '../http/validation.js';
import type { RouteDeps } from './deps.js';
import { requestLang } from './request-context.js';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const notFoundAnswer = errorBody('ARTICLE_NOT_FOUND');

export const articleNotFound = (lang: Lang) => new ApiHttpError(404, 'ARTICLE_NOT_FOUND', translate(texts.ARTICLE_NOT_FOUND, lang));

/** The article as the back office shows it, or 404. */
export async function foundArticle(db: Db, id: number, lang: Lang) {
  const article = await adminArticle(db, id, lang);
  if (!article) throw articleNotFound(lang);
  return article;
}

export function adminArticlesRoutes({ db, config }: RouteDeps) {
  // Bad input is refused in the request's language, the contract's rules by name (decision 219).
  const router = new OpenAPIHono<StaffEnv>({ defaultHook: translatedValidationHook(db, texts.VALIDATION_TEXTS) });
  const middleware = [requireStaff<StaffEnv>({ db, config })];
  const common = { tags: ['admin'], security: staffSecurity, middleware };

  const listRoute = createRoute({
    ...common, method: 'get', path: '/admin/articles',
    summary: 'Articles, paged, by code or name, department, brand, on sale, out of stock (variants stand in their container)',
    request: { query: adminArticleListQuerySchema },
    responses: { 200: jsonBody(adminArticleListSchema, 'One page and the total'), 400: errorResponses[400], 401: staffSignedOutAnswer, 500: errorResponses[500] },
  });
  const detailRoute = createRoute({
    ...common, method: 'get', path: '/admin/articles/{id}',
    summary: 'One article in every language, with its variants, pictures and history of staff actions',
    request: { params: adminArticleParamsSchema, query: langQuerySchema },
    responses: { 200: jsonBody(adminArticleSchema, 'The article'), 400: errorResponses[400], 401: staffSignedOutAnswer, 404: notFoundAnswer, 500: errorResponses[500] },
  });
  const patchRoute = createRoute({
    ...common, method: 'patch', path: '/admin/articles/{id}',
    summary: 'Change price, discounted price, stock, on sale, names and descriptions of an article or its variants; recorded in its history',
    request: { params: adminArticleParamsSchema, query: langQuerySchema, body: json(adminArticlePatchSchema) },
    responses: {
      200: jsonBody(adminArticleSchema, 'The article after the change'),
      400: errorBody('VALIDATION_ERROR (a name or description with a control character, a price or stock out of bounds: payload.fields, the message in the asked language); NOTHING_TO_CHANGE; NAME_REQUIRED; DISCOUNT_NOT_BELOW_PRICE {id, price, discountedPrice}; CHANGE_THE_VARIANTS (price or stock of a container); NOT_A_VARIANT {variantId}; VARIANT_TWICE {variantId} (one variant listed twice)'),
      401: staffSignedOutAnswer, 404: notFoundAnswer, 500: errorResponses[500],
    },
  });

  const newArticleRoute = createRoute({
    ...common, method: 'post', path: '/admin/articles',
    summary: 'A new simple article (texts per language, department, brand, price, VAT, stock, SKU, on sale); pictures follow by POST …/images',
    request: { query: langQuerySchema, body: json(adminArticleCreateSchema) },
    responses: {
      201: jsonBody(adminArticleSchema, 'The new article'),
      400: errorBody('VALIDATION_ERROR (a code that is not a product code, a control character in a text, a price or stock out of bounds: payload.fields, the message in the asked language); DISCOUNT_NOT_BELOW_PRICE; DEPARTMENT_NOT_FOUND; BRAND_NOT_FOUND'),
      401: staffSignedOutAnswer, 409: errorBody('SKU_TAKEN {sku}'), 500: errorResponses[500],
    },
  });
  const imageRoute = createRoute({
    ...common, method: 'post', path: '/admin/articles/{id}/images',
    summary: 'Add a picture after the article\'s others: a JPEG, PNG or WebP, checked by its content, re-encoded and scaled to fit 1920×1920',
    request: {
      params: adminArticleParamsSchema, query: langQuerySchema,
      body: { content: { 'multipart/form-data': { schema: adminArticleImageUploadSchema } } },
    },
    responses: {
      201: jsonBody(adminArticleSchema, 'The article with the new picture last'),
      400: errorBody('IMAGE_REQUIRED: no `file` part'), 401: staffSignedOutAnswer, 404: notFoundAnswer,
      413: errorBody(`PAYLOAD_TOO_LARGE / IMAGE_TOO_LARGE {maxBytes, maxPixels}: over ${ARTICLE_IMAGE_MAX_BYTES} bytes, or over ${ARTICLE_IMAGE_MAX_PIXELS} pixels (width × height, read from its header)`),
      415: errorBody('IMAGE_NOT_SUPPORTED: not a JPEG, PNG or WebP picture'), 500: errorResponses[500],
    },
  });

  const pictureMissing = errorBody('ARTICLE_NOT_FOUND; PICTURE_NOT_FOUND {pictureId}: not one of the article\'s pictures');
  const deletePictureRoute = createRoute({
    ...common, method: 'delete', path: '/admin/articles/{id}/images/{pictureId}',
    summary: 'Take a picture off the article (recorded in its history with where it stood and its text alternative)',
    request: { params: adminPictureParamsSchema, query: langQuerySchema },
    responses: {
      200: jsonBody(adminArticleSchema, 'The article without the picture'), 400: errorResponses[400], 401: staffSignedOutAnswer,
      404: pictureMissing, 500: errorResponses[500],
    },
  });
  const orderPicturesRoute = createRoute({
    ...common, method: 'put', path: '/admin/articles/{id}/images/order',
    summary: 'Put the article\'s pictures in a new order (the first is the one listings show)',
    request: { params: adminArticleParamsSchema, query: langQuerySchema, body: json(adminPictureOrderSchema) },
    responses: {
      200: jsonBody(adminArticleSchema, 'The article with its pictures in the new order'),
      400: errorBody('VALIDATION_ERROR; PICTURE_ORDER_MISMATCH {pictureIds: the article\'s pictures as they stand}: not every picture of the article, each once'),
      401: staffSignedOutAnswer, 404: notFoundAnswer, 500: errorResponses[500],
    },
  });
  const pictureAltRoute = createRoute({
    ...common, method: 'patch', path: '/admin/articles/{id}/images/{pictureId}',
    summary: 'Change a picture\'s text alternative in some languages (\'\' removes one: the shop then says the article\'s name)',
    request: { params: adminPictureParamsSchema, query: langQuerySchema, body: json(adminPictureAltPatchSchema) },
    responses: {
      200: jsonBody(adminArticleSchema, 'The article after the change'),
      400: errorBody('VALIDATION_ERROR (a text alternative of more than one line or over the most characters: payload.fields); NOTHING_TO_CHANGE'),
      401: staffSignedOutAnswer, 404: pictureMissing, 500: errorResponses[500],
    },
  });

  router.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const { lang } = await requestLang(c, db, query.lang);
    return c.json(await listAdminArticles(db, query, lang), 200, NO_STORE);
  });
  router.openapi(detailRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    return c.json(await foundArticle(db, c.req.valid('param').id, lang), 200, NO_STORE);
  });
  router.openapi(patchRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { id } = c.req.valid('param');
    const found = await refusing(lang, () => changeArticle(db, c.var.staff.staffId, id, c.req.valid('json')));
    if (!found) throw articleNotFound(lang);
    await catalogueAnswers(db).changed();
    return c.json(await foundArticle(db, id, lang), 200, NO_STORE);
  });
  router.openapi(newArticleRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const id = await refusing(lang, () => createArticle(db, c.var.staff.staffId, c.req.valid('json')));
    await catalogueAnswers(db).changed();
    return c.json(await foundArticle(db, id, lang), 201, NO_STORE);
  });
  router.openapi(imageRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { id } = c.req.valid('param');
    const file = (await c.req.parseBody())['file'];
    if (!(file instanceof File)) throw new ApiHttpError(400, 'IMAGE_REQUIRED', translate(texts.IMAGE_REQUIRED, lang));
    const tooLarge = () => new ApiHttpError(413, 'IMAGE_TOO_LARGE', translate(texts.IMAGE_TOO_LARGE, lang),
      { maxBytes: ARTICLE_IMAGE_MAX_BYTES, maxPixels: ARTICLE_IMAGE_MAX_PIXELS });
    if (file.size > ARTICLE_IMAGE_MAX_BYTES) throw tooLarge();
    const verdict = await sourceImageOf(new Uint8Array(await file.arrayBuffer()));
    if (!verdict.ok) throw verdict.reason === 'too-many-pixels' ? tooLarge() : new ApiHttpError(415, 'IMAGE_NOT_SUPPORTED', translate(texts.IMAGE_NOT_SUPPORTED, lang));
    if (!(await addArticlePicture(db, c.var.staff.staffId, id, verdict.image))) throw articleNotFound(lang);
    await catalogueAnswers(db).changed();
    return c.json(await foundArticle(db, id, lang), 201, NO_STORE);
  });
  router.openapi(deletePictureRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { id, pictureId } = c.req.valid('param');
    if (!(await refusing(lang, () => deleteArticlePicture(db, c.var.staff.staffId, id, pictureId)))) throw articleNotFound(lang);
    await catalogueAnswers(db).changed();
    return c.json(await foundArticle(db, id, lang), 200, NO_STORE);
  });
  router.openapi(orderPicturesRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { id } = c.req.valid('param');
    if (!(await refusing(lang, () => orderArticlePictures(db, c.var.staff.staffId, id, c.req.valid('json').pictureIds)))) throw articleNotFound(lang);
    await catalogueAnswers(db).changed();
    return c.json(await foundArticle(db, id, lang), 200, NO_STORE);
  });
  router.openapi(pictureAltRoute, async (c) => {
    const { lang } = await requestLang(c, db, c.req.valid('query').lang);
    const { id, pictureId } = c.req.valid('param');
    if (!(await refusing(lang, () => changePictureAlt(db, c.var.staff.staffId, id, pictureId, c.req.valid('json').alts)))) throw articleNotFound(lang);
    await catalogueAnswers(db).changed();
    return c.json(await foundArticle(db, id, lang), 200, NO_STORE);
  });
  return router;
}
