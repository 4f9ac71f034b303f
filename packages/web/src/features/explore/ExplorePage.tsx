import { Alert } from 'antd';
import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { errorText } from '../../platform/api';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { PageSpinner } from '../../ui/PageSpinner';
import StandaloneChartPage from '../charts/ChartViewPage';
import { useGetExploreContextQuery } from './exploreApi';
import { exploreContextParams, parseExploreUrl, sourceKey } from './exploreUrl';
import { ExploreView } from './ExploreView';
import { exploreMessages } from './messages';
import { exploreLoaded } from './state/exploreSlice';

/**
 * `/explore/?slice_id=N`, `/explore/?datasource_type=table&datasource_id=N` (or `dataset_id`) and
 * `/explore/p/{key}/`: loads the chart's context once per source, then the view edits it. `&standalone=1`
 * shows the chart alone (embeds, screenshots).
 */
export default function ExplorePage() {
  const { key: permalinkKey } = useParams();
  const [params] = useSearchParams();
  const request = useMemo(() => parseExploreUrl(params, permalinkKey), [params, permalinkKey]);
  if (params.get('standalone') === '1' || params.get('standalone') === 'true') return <StandaloneChartPage />;
  if (request.formData === 'invalid') return <PageAlert text={exploreMessages.invalidFormData} />;
  if (!request.source) return <PageAlert text={exploreMessages.missingParams} />;
  return <ExploreLoader request={request} />;
}

function PageAlert({ text, type = 'warning' }: { text: string; type?: 'warning' | 'error' }) {
  return <Alert type={type} showIcon title={text} style={{ margin: 24 }} data-testid="explore-alert" />;
}

function ExploreLoader({ request }: { request: ReturnType<typeof parseExploreUrl> }) {
  const dispatch = useAppDispatch();
  const source = request.source!;
  const key = sourceKey(source);
  const loadedKey = useAppSelector((state) => state.explore.loadedKey);
  const context = useGetExploreContextQuery(exploreContextParams(source));
  const urlFormData = request.formData === 'invalid' ? null : request.formData;

  useEffect(() => {
    if (!context.data || context.isFetching || loadedKey === key) return;
    dispatch(
      exploreLoaded({
        key,
        formData: { ...context.data.form_data, ...urlFormData },
        datasource: context.data.dataset,
        slice: context.data.slice,
      }),
    );
    // The URL's form data is read once, when the source loads; later URL changes are the view's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [context.data, context.isFetching, key, loadedKey, dispatch]);

  if (context.error)
    return <PageAlert type="error" text={exploreMessages.loadFailed(errorText(context.error))} />;
  if (loadedKey !== key) return <PageSpinner />;
  return <ExploreView key={key} />;
}
