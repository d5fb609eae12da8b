// POST admin/articles/{id}/images: a picture added after the article's others, stored as a
// source image the /img route draws renditions from (docs/decisions/194-back-office-catalogue.md).
// The article's updated_at moves with it, so the catalogue version does too: images are not
// watched by the version on their own (decision 044).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { articleImages, articles, images } from '../../db/schema.js';
import type { SourceImage } from '../../images/upload.js';
import { SHOP_ID } from '../shop-id.js';
import { recordStaffAction } from '../staff/audit.js';

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
