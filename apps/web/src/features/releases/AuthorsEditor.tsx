import { MAX_AUTHORS_PER_SONG } from '@otodoke/domain';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthorRow } from './AuthorRow.tsx';
import { useReleaseEditor } from './release-editor-context.ts';
import { emptyAuthor, type ReleaseFormValues } from './release-form.ts';
import { SongListGroup } from './SongListGroup.tsx';

/** The song's lyricists and composers, one row each, every row saved with its own button. */
export function AuthorsEditor({ songIndex }: { songIndex: number }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ReleaseFormValues>();
  const { focusField } = useReleaseEditor();
  const name = `songs.${songIndex}.authors` as const;
  const { fields, append, remove } = useFieldArray({ control, name });

  const add = () => {
    append(emptyAuthor(), { shouldFocus: false });
    focusField(`${name}.${fields.length}.type`);
  };

  return (
    <SongListGroup
      name={name}
      title={t('releases.author.title')}
      lead={t('releases.author.lead')}
      empty={t('releases.author.empty')}
      rowCount={fields.length}
      addLabel={t('releases.author.add')}
      onAdd={add}
      addDisabled={fields.length >= MAX_AUTHORS_PER_SONG}
    >
      {fields.map((field, index) => (
        <AuthorRow key={field.id} songIndex={songIndex} authorIndex={index} onRemove={() => remove(index)} />
      ))}
    </SongListGroup>
  );
}
