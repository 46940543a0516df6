import { Box, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  activePasswordRules,
  PASSWORD_RULE_MESSAGES,
  passwordRuleFailures,
  type TPasswordRules,
} from '@mirante/contracts';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../../../lib/i18n';
import classes from './password.module.css';

interface PasswordChecklistProps {
  id: string;
  rules: TPasswordRules;
  password: string;
  confirmation: string;
}

function Item({ met, label }: { met: boolean; label: string }) {
  const { t } = useTranslation();
  const StateIcon = met ? IconCircleCheckFilled : IconCircle;
  return (
    <li className={classes.rule} data-met={met}>
      <StateIcon size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
      <span>{label}</span>
      <VisuallyHidden>{met ? t('password.ruleMet') : t('password.ruleNotMet')}</VisuallyHidden>
    </li>
  );
}

/**
 * The unit's password rules as a checklist that ticks while the user types, with the same
 * catalogue texts the server answers when a rule is broken; the last line checks the
 * confirmation.
 */
export function PasswordChecklist({ id, rules, password, confirmation }: PasswordChecklistProps) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const failures = passwordRuleFailures(rules, password);
  return (
    <Stack gap={8} id={id}>
      <Text size="sm" fw={600}>
        {t('password.rulesTitle')}
      </Text>
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none', display: 'grid', gap: 6 }}>
        {activePasswordRules(rules).map((rule) => (
          <Item
            key={rule}
            met={password.length > 0 && !failures.includes(rule)}
            label={catalog(PASSWORD_RULE_MESSAGES[rule], { count: rules.min_character })}
          />
        ))}
        <Item met={confirmation.length > 0 && confirmation === password} label={t('password.matches')} />
      </Box>
    </Stack>
  );
}
