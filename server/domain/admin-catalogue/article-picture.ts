// POST admin/articles/{id}/images: a picture added after the article's others, stored as a
// source image the /img route draws renditions from (docs/decisions/194-back-office-catalogue.md).
// The article's updated_at moves with it, so the catalogue version does too: images are not
// watched by the version on their own (decision 044).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AdminPictureAltPatch } from '../../../contract/admin-catalogue.js';
import type { Db } from '../../db/client.js';
import { articleImages, articles, images } from '../../db/schema.js';
import type { SourceImage } from '../../images/upload.js';
import { SHOP_ID } from '../shop-id.js';
import { recordStaffAction } from '../staff/audit.js';
import { CatalogueAdminRefusal } from './refusal.js';
import { mergedTexts, sameTexts } from './texts-merge.js';
import * as texts from './texts.js';

/** false when the shop has no such article (nothing stored). */
export async function addArticlePicture(db: Db, staffId: number, articleId: number, image: SourceImage): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [article] = await tx.select({ id: articles.id, name: articles.name }).from(articles)
      .where(and(eq(articles.id, articleId), eq(articles.shopId, SHOP_ID))).for('update');
    if (!article) return false;
    await tx.insert(images).values(image).onConflictDoNothing();
    const [last] = await tx.select({ position: sql<number>`coalesce(max(${articleImages.position}), -1)::int` }).from(articleImages)
      .where(eq(articleImages.articleId, articleId));
    const position = (last?.position ?? -1) + 1;
    await tx.insert(articleImages).values({ articleId, imageKey: image.key, alt: article.name, position });
    await tx.update(articles).set({ updatedAt: new Date() }).where(eq(articles.id, articleId));
    await recordStaffAction(tx, {
      staffId, action: 'article.image', subjectType: 'article', subjectId: articleId,
      after: { image: image.key, width: image.width, height: image.height, position },
    });
    return true;
  });
}

// DELETE …/images/{pictureId}, PUT …/images/order, PATCH …/images/{pictureId}: a picture taken
// off the article, the pictures' order, a picture's text alternative (docs/decisions/246-the-article-page.md).
// Each holds the article's row lock, so two members' changes to its pictures apply one after the
// other and each record's "before" is true; each moves the article's updated_at, and so the
// catalogue version (decision 044). A picture taken off stays among the source images: another
// article may show the same one, and the /img renditions cached by browsers keep answering.

const missingPicture = (pictureId: number) =>
  new CatalogueAdminRefusal('missing', 'PICTURE_NOT_FOUND', texts.PICTURE_NOT_FOUND, { pictureId });

/** The article's row, locked; undefined when the shop has no such article. */
async function lockedArticle(tx: Db, articleId: number) {
  const [article] = await tx.select({ id: articles.id }).from(articles)
    .where(and(eq(articles.id, articleId), eq(articles.shopId, SHOP_ID))).for('update');
  return article;
}

async function picturesOf(tx: Db, articleId: number) {
  return tx.select({ id: articleImages.id, key: articleImages.imageKey, alt: articleImages.alt, position: articleImages.position })
    .from(articleImages).where(eq(articleImages.articleId, articleId)).orderBy(asc(articleImages.position), asc(articleImages.id));
}

const touch = (tx: Db, articleId: number) => tx.update(articles).set({ updatedAt: new Date() }).where(eq(articles.id, articleId));

/** Takes picture `pictureId` off the article; false when there is no such article. */
export async function deleteArticlePicture(db: Db, staffId: number, articleId: number, pictureId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockedArticle(tx, articleId))) return false;
    const pictures = await picturesOf(tx, articleId);
    const index = pictures.findIndex((p) => p.id === pictureId);
    const picture = pictures[index];
    if (!picture) throw missingPicture(pictureId);
    await tx.delete(articleImages).where(eq(articleImages.id, pictureId));
    await touch(tx, articleId);
    await recordStaffAction(tx, {
      staffId, action: 'article.imageDeleted', subjectType: 'article', subjectId: articleId,
      before: { image: picture.key, position: index + 1, alt: picture.alt, pictures: pictures.length },
      after: { pictures: pictures.length - 1 },
    });
    return true;
  });
}

/** Puts the article's pictures in the order of `pictureIds` (every one of them, each once). */
export async function orderArticlePictures(db: Db, staffId: number, articleId: number, pictureIds: readonly number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockedArticle(tx, articleId))) return false;
    const pictures = await picturesOf(tx, articleId);
    const current = pictures.map((p) => p.id);
    const same = pictureIds.length === current.length && new Set(pictureIds).size === pictureIds.length && pictureIds.every((id) => current.includes(id));
    if (!same) {
      throw new CatalogueAdminRefusal('invalid', 'PICTURE_ORDER_MISMATCH', texts.PICTURE_ORDER_MISMATCH, { pictureIds: current });
    }
    if (pictureIds.every((id, i) => id === current[i])) return true;
    for (const [position, id] of pictureIds.entries()) {
      await tx.update(articleImages).set({ position }).where(eq(articleImages.id, id));
    }
    await touch(tx, articleId);
    const keyOf = new Map(pictures.map((p) => [p.id, p.key]));
    await recordStaffAction(tx, {
      staffId, action: 'article.imagesOrdered', subjectType: 'article', subjectId: articleId,
      before: { order: current.map((id) => keyOf.get(id)) }, after: { order: pictureIds.map((id) => keyOf.get(id)) },
    });
    return true;
  });
}

/** Replaces the text alternative of picture `pictureId` in the languages given. */
export async function changePictureAlt(db: Db, staffId: number, articleId: number, pictureId: number, alts: AdminPictureAltPatch['alts']): Promise<boolean> {
  if (Object.values(alts).every((v) => v === undefined)) {
    throw new CatalogueAdminRefusal('invalid', 'NOTHING_TO_CHANGE', texts.NOTHING_TO_CHANGE);
  }
  return db.transaction(async (tx) => {
    if (!(await lockedArticle(tx, articleId))) return false;
    const picture = (await picturesOf(tx, articleId)).find((p) => p.id === pictureId);
    if (!picture) throw missingPicture(pictureId);
    const merged = mergedTexts(picture.alt, alts);
    // No text in any language: the shop says the article's name (server/domain/catalogue/cards.ts).
    const next = Object.values(merged).every((v) => v === '') ? null : merged;
    if (sameTexts(picture.alt, next)) return true;
    await tx.update(articleImages).set({ alt: next }).where(eq(articleImages.id, pictureId));
    await touch(tx, articleId);
    await recordStaffAction(tx, {
      staffId, action: 'article.imageAlt', subjectType: 'article', subjectId: articleId,
      before: { image: picture.key, alt: picture.alt }, after: { image: picture.key, alt: next },
    });
    return true;
  });
}
