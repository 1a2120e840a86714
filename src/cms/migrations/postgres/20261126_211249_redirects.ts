import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TABLE "cms"."redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "cms"."enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"paths_id" integer,
  	"posts_id" integer
  );
  
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "cms"."redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."redirects_rels" ADD CONSTRAINT "redirects_rels_paths_fk" FOREIGN KEY ("paths_id") REFERENCES "cms"."paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."redirects_rels" ADD CONSTRAINT "redirects_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "cms"."posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "redirects_from_idx" ON "cms"."redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "cms"."redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "cms"."redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "cms"."redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "cms"."redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "cms"."redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_pages_id_idx" ON "cms"."redirects_rels" USING btree ("pages_id");
  CREATE INDEX "redirects_rels_paths_id_idx" ON "cms"."redirects_rels" USING btree ("paths_id");
  CREATE INDEX "redirects_rels_posts_id_idx" ON "cms"."redirects_rels" USING btree ("posts_id");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "cms"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."redirects_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."redirects" CASCADE;
  DROP TABLE "cms"."redirects_rels" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "cms"."payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "cms"."enum_redirects_to_type";`)
}
