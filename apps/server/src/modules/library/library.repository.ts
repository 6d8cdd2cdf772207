import type { ResumeContent } from '@hh/domain/candidates/resume.schema';
import { and, count, desc, eq, gte, inArray, isNotNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { libraryCapacities, libraryContactViews, libraryFiles, libraryResumes, users } from '../../db/schema/tables';
import { newId } from '../../platform/ids';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type LibraryResumeInsert = typeof libraryResumes.$inferInsert;
export type LibraryFileInsert = typeof libraryFiles.$inferInsert;

/** The filters of the library list, already turned into column bounds by the service. */
export interface LibraryFilters {
  keyword?: string;
  phone?: string;
  email?: string;
  city?: string;
  education?: number;
  sex?: number;
  /** workStartDate ('YYYY-MM') bounds: at most `workStartBefore` means at least so many years. */
  workStartBefore?: string;
  workStartAfter?: string;
  birthdayBefore?: string;
  birthdayAfter?: string;
  createdFrom?: Date;
  createdTo?: Date;
}

export interface ExistingMatch {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  content: ResumeContent;
}

/** The firm's library resumes: the list and its filters, one resume, saves, and the intake's writes. */
export class LibraryRepository {
  constructor(private readonly db: Db) {}

  /**
   * The library of one firm: every read and write through it carries the firm's filter itself
   * (the library is the whole firm's, whatever the role), so a tenant read cannot be written
   * without one. Obtained per request for the signed-in consultant's firm, or per intake batch.
   */
  for(tenant: { firmId: string }) {
    const { firmId } = tenant;
    return {
      page: (filters: LibraryFilters, offset: number, limit: number) => this.page(firmId, filters, offset, limit),
      byId: (id: string) => this.byId(firmId, id),
      filesOf: (resumeId: string) => this.filesOf(firmId, resumeId),
      byPhone: (phone: string) => this.byPhone(firmId, phone),
      contactTaken: (exceptId: string, phone: string | null, email: string | null) => this.contactTaken(firmId, exceptId, phone, email),
      revealContact: (view: { userId: string; resumeId: string; attrType: 1 | 2; ip: string }) => this.revealContact({ ...view, firmId }),
      save: (id: string, version: number, fields: Partial<LibraryResumeInsert>) => this.save(firmId, id, version, fields),
      capacity: () => this.capacity(firmId),
      withLock: <T>(work: (tx: Tx) => Promise<T>) => this.withFirmLock(firmId, work),
      countIn: (tx: Tx) => this.countIn(tx, firmId),
      matchesIn: (tx: Tx, phones: string[], emails: string[]) => this.matchesIn(tx, firmId, phones, emails),
    };
  }

  private where(firmId: string, f: LibraryFilters): SQL {
    const conditions: (SQL | undefined)[] = [eq(libraryResumes.firmId, firmId)];
    if (f.keyword) {
      const like = `%${f.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        or(
          sql`${libraryResumes.searchText} like ${like}`,
          f.phone ? eq(libraryResumes.phone, f.phone) : undefined,
          f.email ? eq(libraryResumes.email, f.email) : undefined,
        ),
      );
    }
    if (f.city) conditions.push(sql`${libraryResumes.city} like ${`${f.city.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    if (f.education) conditions.push(eq(libraryResumes.education, f.education));
    if (f.sex) conditions.push(eq(libraryResumes.sex, f.sex));
    if (f.workStartBefore) conditions.push(and(ne(libraryResumes.workStartDate, ''), lte(libraryResumes.workStartDate, f.workStartBefore)));
    if (f.workStartAfter) conditions.push(and(ne(libraryResumes.workStartDate, ''), gte(libraryResumes.workStartDate, f.workStartAfter)));
    if (f.birthdayBefore) conditions.push(and(ne(libraryResumes.birthday, ''), lte(libraryResumes.birthday, f.birthdayBefore)));
    if (f.birthdayAfter) conditions.push(and(ne(libraryResumes.birthday, ''), gte(libraryResumes.birthday, f.birthdayAfter)));
    if (f.createdFrom) conditions.push(gte(libraryResumes.createdAt, f.createdFrom));
    if (f.createdTo) conditions.push(lte(libraryResumes.createdAt, f.createdTo));
    return and(...conditions) as SQL;
  }

  private async page(firmId: string, filters: LibraryFilters, offset: number, limit: number) {
    const where = this.where(firmId, filters);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: libraryResumes.id,
          name: libraryResumes.name,
          sex: libraryResumes.sex,
          birthday: libraryResumes.birthday,
          phone: libraryResumes.phone,
          email: libraryResumes.email,
          city: libraryResumes.city,
          education: libraryResumes.education,
          workStartDate: libraryResumes.workStartDate,
          companyName: libraryResumes.companyName,
          positionName: libraryResumes.positionName,
          schoolName: libraryResumes.schoolName,
          channel: libraryResumes.channel,
          completed: libraryResumes.completed,
          createdAt: libraryResumes.createdAt,
          updatedAt: libraryResumes.updatedAt,
          creatorName: users.cname,
        })
        .from(libraryResumes)
        .innerJoin(users, eq(users.id, libraryResumes.createdBy))
        .where(where)
        .orderBy(desc(libraryResumes.createdAt), desc(libraryResumes.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(libraryResumes).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  private async byId(firmId: string, id: string) {
    const [row] = await this.db
      .select()
      .from(libraryResumes)
      .where(and(eq(libraryResumes.id, id), eq(libraryResumes.firmId, firmId)))
      .limit(1);
    return row;
  }

  private async filesOf(firmId: string, resumeId: string) {
    return this.db
      .select({ id: libraryFiles.id, fileName: libraryFiles.fileName, size: libraryFiles.size, createdAt: libraryFiles.createdAt })
      .from(libraryFiles)
      .innerJoin(libraryResumes, eq(libraryResumes.id, libraryFiles.resumeId))
      .where(and(eq(libraryFiles.resumeId, resumeId), eq(libraryResumes.firmId, firmId), isNotNull(libraryFiles.storageKey)))
      .orderBy(desc(libraryFiles.createdAt));
  }

  private async byPhone(firmId: string, phone: string) {
    const [row] = await this.db
      .select({ id: libraryResumes.id, name: libraryResumes.name, phone: libraryResumes.phone })
      .from(libraryResumes)
      .where(and(eq(libraryResumes.firmId, firmId), eq(libraryResumes.phone, phone)))
      .limit(1);
    return row;
  }

  /** Whether another resume of the firm already holds this phone or e-mail. */
  private async contactTaken(firmId: string, exceptId: string, phone: string | null, email: string | null) {
    const keys = [phone ? eq(libraryResumes.phone, phone) : undefined, email ? eq(libraryResumes.email, email) : undefined].filter(Boolean);
    if (keys.length === 0) return undefined;
    const [row] = await this.db
      .select({ id: libraryResumes.id, phone: libraryResumes.phone, email: libraryResumes.email })
      .from(libraryResumes)
      .where(and(eq(libraryResumes.firmId, firmId), ne(libraryResumes.id, exceptId), or(...keys)))
      .limit(1);
    return row;
  }

  /**
   * Reads one contact of a resume as the detail shows it masked (the stored content's value) and,
   * when there is one, writes its audit row in the same transaction: a value never leaves without
   * its row, and an empty field writes none. Answers the value ('' when empty), undefined when the
   * firm has no such resume.
   */
  private async revealContact(view: {
    firmId: string;
    userId: string;
    resumeId: string;
    attrType: 1 | 2;
    ip: string;
  }): Promise<string | undefined> {
    const field = view.attrType === 1 ? 'phone' : 'email';
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ value: sql<string>`coalesce(${libraryResumes.content}->'commonResume'->>${field}, '')` })
        .from(libraryResumes)
        .where(and(eq(libraryResumes.id, view.resumeId), eq(libraryResumes.firmId, view.firmId)));
      if (!row) return undefined;
      const value = row.value.trim();
      if (!value) return '';
      await tx.insert(libraryContactViews).values({
        id: newId(),
        userId: view.userId,
        firmId: view.firmId,
        libraryResumeId: view.resumeId,
        attrType: view.attrType,
        ip: view.ip,
      });
      return value;
    });
  }

  /** A save with compare-and-set on the version; answers whether it applied. */
  private async save(firmId: string, id: string, version: number, fields: Partial<LibraryResumeInsert>) {
    const rows = await this.db
      .update(libraryResumes)
      .set({ ...fields, version: version + 1, updatedAt: new Date() })
      .where(and(eq(libraryResumes.id, id), eq(libraryResumes.firmId, firmId), eq(libraryResumes.version, version)))
      .returning({ id: libraryResumes.id });
    return rows.length > 0;
  }

  private async capacity(firmId: string): Promise<{ capacity: number | null; used: number }> {
    const [[cap], [used]] = await Promise.all([
      this.db.select({ capacity: libraryCapacities.capacity }).from(libraryCapacities).where(eq(libraryCapacities.firmId, firmId)),
      this.db.select({ n: count() }).from(libraryResumes).where(eq(libraryResumes.firmId, firmId)),
    ]);
    return { capacity: cap?.capacity ?? null, used: used?.n ?? 0 };
  }

  /**
   * Runs `work` in a transaction holding the firm's library lock: intake batches of one firm
   * (imports, single uploads, later mail and plugin) never interleave, so dedupe and capacity
   * decisions see every earlier write.
   */
  async withFirmLock<T>(firmId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`library:${firmId}`}))`);
      return work(tx);
    });
  }

  private async countIn(tx: Tx, firmId: string): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(libraryResumes).where(eq(libraryResumes.firmId, firmId));
    return row?.n ?? 0;
  }

  private async matchesIn(tx: Tx, firmId: string, phones: string[], emails: string[]): Promise<ExistingMatch[]> {
    const keys = [
      phones.length ? inArray(libraryResumes.phone, phones) : undefined,
      emails.length ? inArray(libraryResumes.email, emails) : undefined,
    ].filter(Boolean);
    if (keys.length === 0) return [];
    const rows = await tx
      .select({
        id: libraryResumes.id,
        name: libraryResumes.name,
        phone: libraryResumes.phone,
        email: libraryResumes.email,
        content: libraryResumes.content,
      })
      .from(libraryResumes)
      .where(and(eq(libraryResumes.firmId, firmId), or(...keys)));
    return rows.map((r) => ({ ...r, content: r.content as ResumeContent }));
  }

  async insertResumes(tx: Tx, rows: LibraryResumeInsert[]) {
    if (rows.length > 0) await tx.insert(libraryResumes).values(rows);
  }

  async updateMerged(tx: Tx, id: string, fields: Partial<LibraryResumeInsert>) {
    await tx
      .update(libraryResumes)
      .set({ ...fields, updatedAt: new Date(), version: sql`${libraryResumes.version} + 1` })
      .where(eq(libraryResumes.id, id));
  }

  async insertFiles(tx: Tx, rows: LibraryFileInsert[]) {
    if (rows.length > 0) await tx.insert(libraryFiles).values(rows);
  }
}
