import { useQuery } from '@tanstack/react-query';
import { LESSON_CATEGORY_LABELS, type LessonFacets } from '@keel/types';
import { Button, EmptyState, PageHeader, QueryStates, Skeleton, Stack } from '@keel/ui';
import { ListSearch } from '../../../lib/management/components/ListSearch';
import { ListFilterSelect } from '../../../lib/management/components/ListFilterSelect';
import { useListParams } from '../../../lib/management/useListParams';
import { LessonCard } from '../components/LessonCard';
import { Pager } from '../components/Pager';
import { isFiltered, LIBRARY_FILTERS, LIBRARY_PAGE_SIZE, libraryQueryOf } from '../library-query';
import { lessonLibraryQueryOptions } from '../lessons.queries';
import { page } from '../../../lib/styles/layout.css';

const IMPACT_LABELS = { positive: 'Positive', negative: 'Negative' } as const;

/** The library's filter selects, in the order the header shows them. */
const FILTER_SELECTS = [
  { filter: 'category', label: 'Category', placeholder: 'All categories' },
  { filter: 'impact', label: 'Impact', placeholder: 'Both impacts' },
  { filter: 'tag', label: 'Tag', placeholder: 'All tags' },
  { filter: 'projectId', label: 'Project', placeholder: 'All projects' },
] as const satisfies readonly {
  filter: (typeof LIBRARY_FILTERS)[number];
  label: string;
  placeholder: string;
}[];

/** The filter options from the facets (by filter), each with its count ("Client (3)"). */
function optionsOf(facets: LessonFacets | undefined, selectedTag: string | undefined) {
  const tags = (facets?.tags ?? []).map((f) => ({ id: f.tag, name: `${f.tag} (${f.count})` }));
  // A tag from the URL outside the 50 most used is still shown as chosen.
  if (selectedTag && !tags.some((t) => t.id === selectedTag))
    tags.push({ id: selectedTag, name: selectedTag });
  return {
    category: (facets?.categories ?? []).map((f) => ({
      id: f.category,
      name: `${LESSON_CATEGORY_LABELS[f.category]} (${f.count})`,
    })),
    impact: (facets?.impacts ?? []).map((f) => ({
      id: f.impact,
      name: `${IMPACT_LABELS[f.impact]} (${f.count})`,
    })),
    tag: tags,
    projectId: (facets?.projects ?? []).map((f) => ({
      id: String(f.id),
      name: `${f.code} · ${f.name} (${f.count})`,
    })),
  };
}

/**
 * `/projects/lessons`: the lessons library, every lesson of the projects
 * whose lessons the user reads. Search and the filters (category, impact,
 * tag, project) live in the URL; the options come from the library's facets.
 */
export default function LessonLibraryPage() {
  const list = useListParams({
    sort: 'createdAt',
    direction: 'desc',
    pageSize: LIBRARY_PAGE_SIZE,
    filters: LIBRARY_FILTERS,
  });
  const query = libraryQueryOf(list);
  const library = useQuery(lessonLibraryQueryOptions(query));
  const options = optionsOf(library.data?.facets, query.tag);
  const items = library.data?.items ?? [];
  const filtered = isFiltered(query);

  return (
    <div className={page}>
      <PageHeader
        title="Lessons"
        subtitle="What every project you can see has learned: search it, or filter by category, impact, tag or project."
        filters={
          <>
            <ListSearch
              label="Search lessons"
              value={list.search}
              onChange={(search) => list.update({ search })}
            />
            {FILTER_SELECTS.map(({ filter, label, placeholder }) => (
              <ListFilterSelect
                key={filter}
                list={list}
                filter={filter}
                label={label}
                placeholder={placeholder}
                items={options[filter]}
                value={query[filter] === undefined ? null : String(query[filter])}
              />
            ))}
          </>
        }
      />
      <QueryStates
        query={library}
        what="The lessons"
        loading={<Skeleton lines={8} />}
        isEmpty={() => items.length === 0}
        empty={
          <EmptyState
            icon="lifeBuoy"
            title={filtered ? 'No lessons match' : 'No lessons yet'}
            description={
              filtered
                ? 'Try other words or fewer filters.'
                : 'Lessons recorded on your projects show here.'
            }
            action={
              filtered ? (
                <Button
                  onPress={() =>
                    list.update({
                      search: null,
                      ...Object.fromEntries(LIBRARY_FILTERS.map((filter) => [filter, null])),
                    })
                  }
                >
                  Clear search and filters
                </Button>
              ) : undefined
            }
          />
        }
      >
        {(data) => (
          <Stack gap="medium">
            <p aria-live="polite">
              {data.total} {data.total === 1 ? 'lesson' : 'lessons'}
            </p>
            {items.map((lesson) => (
              <LessonCard key={lesson.id} lesson={lesson} showProject />
            ))}
            <Pager
              page={list.page}
              pageSize={list.pageSize}
              total={data.total}
              noun="lessons"
              onPageChange={(page) => list.update({ page })}
            />
          </Stack>
        )}
      </QueryStates>
    </div>
  );
}
