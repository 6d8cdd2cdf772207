import { z } from 'zod';

export const dictionaryQuerySchema = z.object({
  properties: z
    .string({ error: '请指定字典属性' })
    .min(1, { error: '请指定字典属性' })
    .max(512, { error: '字典属性过多' })
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
});

export const dictionaryEntrySchema = z.object({ property: z.string(), item: z.string(), value: z.string() });
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;

export interface TreeNode {
  code: string;
  name: string;
  children?: TreeNode[];
}

export const treeNodeSchema: z.ZodType<TreeNode> = z.lazy(() =>
  z.object({ code: z.string(), name: z.string(), children: z.array(treeNodeSchema).optional() }),
);

export const citySchema = z.object({ code: z.string(), name: z.string(), fullName: z.string(), pinyin: z.string(), hot: z.boolean() });
export const provinceSchema = z.object({ code: z.string(), name: z.string(), fullName: z.string(), cities: z.array(citySchema) });
export type Province = z.infer<typeof provinceSchema>;
