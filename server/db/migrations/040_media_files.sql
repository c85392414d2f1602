-- Every uploaded photo is stored re-encoded in up to three widths, each as WebP and as JPEG (issue 11 item 3):
-- `files` lists them, widest first, as [{ "key", "format", "width", "height" }]. storage_key stays the widest
-- WebP file. An empty list means one file only, storage_key (the demo world's vector pictures).
ALTER TABLE media ADD COLUMN files jsonb NOT NULL DEFAULT '[]'::jsonb;
