import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { useToggleFavorite } from '../api/reports-api';

/** The star that adds a report to the user's favorites or takes it out. */
export function FavoriteButton({
  reportId,
  title,
  favorite,
  size = 'lg',
}: {
  reportId: number;
  title: string;
  favorite: boolean;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const toggle = useToggleFavorite();
  // Shown at once; the lists catch up when the call answers.
  const [on, setOn] = useState(favorite);
  useEffect(() => setOn(favorite), [favorite]);
  const label = on ? t('reports.favorites.remove', { title }) : t('reports.favorites.add', { title });

  return (
    <Tooltip label={on ? t('reports.favorites.removeShort') : t('reports.favorites.addShort')}>
      <ActionIcon
        variant={on ? 'light' : 'subtle'}
        color={on ? 'yellow' : 'gray'}
        size={size}
        aria-label={label}
        aria-pressed={on}
        loading={toggle.isPending}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          const next = !on;
          setOn(next);
          toggle.mutate(
            { id: reportId, favorite: next },
            {
              onError: (error) => {
                setOn(!next);
                notifications.show({
                  color: 'red',
                  message: isApiError(error) ? error.message : catalog('unexpected_error'),
                });
              },
            },
          );
        }}
      >
        {on ? <IconStarFilled size={18} /> : <IconStar size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
