import { useQuery } from '@tanstack/react-query';
import { LESSON_CATEGORY_LABELS, type LessonFacets } from '@keel/types';
import { Button, EmptyState, PageHeader, QueryStates, Select, Skeleton, Stack } from '@keel/ui';
import { ListSearch } from '../../../lib/management/components/ListSearch';
import { useListParams } from '../../../lib/management/useListParams';
import { LessonCard } from '../components/LessonCard';
import { Pager } from '../components/Pager';
import { isFiltered, LIBRARY_FILTERS, LIBRARY_PAGE_SIZE, libraryQueryOf } from '../library-query';
import { lessonLibraryQueryOptions } from '../lessons.queries';
import { page } from '../../../lib/styles/layout.css';

const IMPACT_LABELS = { positive: 'Positive', negative: 'Negative' } as const;

/** The filter options from the facets, each with its count ("Client (3)"). */
function optionsOf(facets: LessonFacets | undefined, selectedTag: string | undefined) {
  const tags = (facets?.tags ?? []).map((f) => ({ id: f.tag, name: `${f.tag} (${f.count})` }));
  // A tag from the URL outside the 50 most used is still shown as chosen.
  if (selectedTag && !tags.some((t) => t.id === selectedTag))
    tags.push({ id: selectedTag, name: selectedTag });
  return {
    categories: (facets?.categories ?? []).map((f) => ({
      id: f.category,
      name: `${LESSON_CATEGORY_LABELS[f.category]} (${f.count})`,
    })),
    impacts: (facets?.impacts ?? []).map((f) => ({
      id: f.impact,
      name: `${IMPACT_LABELS[f.impact]} (${f.count})`,
    })),
    tags,
    projects: (facets?.projects ?? []).map((f) => ({
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
  const setFilter = (name: string) => (key: string | number | null) =>
    list.update({ [name]: key === null ? null : String(key) });

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
            <Select
              label="Category"
              placeholder="All categories"
              isClearable
              items={options.categories}
              value={query.category ?? null}
              onChange={setFilter('category')}
            />
            <Select
              label="Impact"
              placeholder="Both impacts"
              isClearable
              items={options.impacts}
              value={query.impact ?? null}
              onChange={setFilter('impact')}
            />
            <Select
              label="Tag"
              placeholder="All tags"
              isClearable
              items={options.tags}
              value={query.tag ?? null}
              onChange={setFilter('tag')}
            />
            <Select
              label="Project"
              placeholder="All projects"
              isClearable
              items={options.projects}
              value={query.projectId === undefined ? null : String(query.projectId)}
              onChange={setFilter('projectId')}
            />
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
                      category: null,
                      impact: null,
                      tag: null,
                      projectId: null,
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
