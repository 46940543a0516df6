import { Button, Loader } from '@mantine/core';
import { defaultLandingPath, type TLoginResponse } from '@mirante/contracts';
import { IconBuildings, IconLogin } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { isApiError } from '../../../lib/api';
import { useCatalog } from '../../../lib/i18n';
import { safeRedirectTarget } from '../../../lib/redirect';
import { adoptSession, stepPath } from '../../../lib/session-answer';
import { signInWithCompanyToken } from '../api/switching';

// The token is single-use: however often the page mounts (strict mode, a re-render), it is
// sent once and every mount waits for that one answer.
const pending = new Map<string, Promise<TLoginResponse>>();
function signInOnce(token: string): Promise<TLoginResponse> {
  let call = pending.get(token);
  if (!call) {
    call = signInWithCompanyToken(token);
    pending.set(token, call);
  }
  return call;
}

/**
 * `/change/company/{token}`: the other host of a company change. Signs in with the token and
 * opens the unit's intended page, or says the sign-in failed ('Erro ao realizar login!').
 */
export function ChangeCompanyPage() {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    signInOnce(token)
      .then(async (answer) => {
        const step = stepPath(answer);
        if (step) {
          await navigate(step, { replace: true });
          return;
        }
        const user = await adoptSession(answer);
        if (!user) throw new Error('No session in the answer');
        const target = safeRedirectTarget(answer.data.intended) ?? defaultLandingPath(user.perfil_usuario);
        if (active) await navigate(target, { replace: true });
      })
      .catch((failure: unknown) => {
        // The token's own failures read as the catalogued login error; unit rules keep theirs.
        const message =
          isApiError(failure) && failure.code !== 'login_error' && failure.status > 0
            ? failure.message
            : catalog('login_error');
        if (active) setError(message);
      });
    return () => {
      active = false;
    };
  }, [token, navigate, catalog]);

  if (error) {
    return (
      <StatusPage
        icon={IconBuildings}
        color="red"
        title={t('switching.changeFailedTitle')}
        lead={error}
        description={t('switching.changeFailedText')}
        actions={
          <Button component={Link} to="/signin" replace leftSection={<IconLogin size={18} />}>
            {t('common.actions.goToSignin')}
          </Button>
        }
      />
    );
  }
  return (
    <StatusPage
      icon={IconBuildings}
      title={t('switching.changeTitle')}
      description={t('switching.changeWorking')}
      actions={<Loader size="sm" aria-label={t('common.states.loading')} />}
    />
  );
}
