import { Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { CARD_SIZES, cardImage } from '../../domain/card-images.ts';
import { useTranslation } from '../i18n/i18n.ts';
import type { CatalogueItem } from './catalogue.ts';
import classes from './components-sidebar.module.css';
import { encodeDraggedPart, PART_DRAG_MIME } from './part-drag.ts';
import { PartPreview } from './part-preview.tsx';

const PREVIEW = { width: 64, height: 52 };

interface CatalogueTileProps {
  item: CatalogueItem;
  name: string;
  isDisabled: boolean;
  onAdd: () => void;
}

export const CatalogueTile = ({ item, name, isDisabled, onAdd }: CatalogueTileProps) => {
  const { t } = useTranslation();
  const [hasBrokenImage, setHasBrokenImage] = useState(false);
  const label = t('editor.sidebar.add', { name });
  // The button lies over the tile with no content: the drawing (Wokwi elements may hold focusable
  // parts) and the name are pictures of it, so the button's name is exactly what it does.
  return (
    <div className={classes.tile} data-disabled={isDisabled || undefined}>
      {item.imageUrl && !hasBrokenImage ? (
        <img
          className={classes.image}
          {...cardImage(item.imageUrl, CARD_SIZES.thumbnail)}
          alt=""
          draggable={false}
          onError={() => setHasBrokenImage(true)}
        />
      ) : (
        <PartPreview type={item.wokwiType} attrs={item.defaultAttrs} {...PREVIEW} />
      )}
      <Text size="xs" ta="center" lh={1.2} className={classes.name} aria-hidden="true">
        {name}
      </Text>
      <Tooltip label={label} openDelay={500} withArrow>
        <UnstyledButton
          className={classes.hit}
          disabled={isDisabled}
          draggable={!isDisabled}
          aria-label={label}
          onClick={onAdd}
          onDragStart={(event) => {
            event.dataTransfer.setData(
              PART_DRAG_MIME,
              encodeDraggedPart({ type: item.wokwiType, attrs: item.defaultAttrs }),
            );
            event.dataTransfer.effectAllowed = 'copy';
          }}
        />
      </Tooltip>
    </div>
  );
};
