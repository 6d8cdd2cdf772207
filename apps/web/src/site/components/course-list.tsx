import type { SiteCourse } from '@hh/domain/site/site-content.schema';
import { useCallback, useEffect, useState } from 'react';
import { loadCourses } from '../api/static-content';

type Courses = { state: 'loading' } | { state: 'ready'; courses: SiteCourse[] } | { state: 'failed'; message: string };

/** The research institute's courses, from the static-content call; a failure shows its message and a retry. */
export function CourseList() {
  const [courses, setCourses] = useState<Courses>({ state: 'loading' });

  const load = useCallback(() => {
    setCourses({ state: 'loading' });
    return loadCourses().then(
      (list) => setCourses({ state: 'ready', courses: list }),
      (error: Error) => setCourses({ state: 'failed', message: error.message }),
    );
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  if (courses.state === 'failed') {
    return (
      <div className="s-courses s-courses--empty" role="alert">
        <p>课程列表加载失败：{courses.message}</p>
        <button type="button" className="s-btn s-btn--ghost" onClick={() => void load()}>
          重新加载
        </button>
      </div>
    );
  }
  if (courses.state === 'loading') {
    return (
      <div className="s-courses s-courses--empty" aria-busy="true">
        <p>课程加载中…</p>
      </div>
    );
  }
  if (courses.courses.length === 0) {
    return (
      <div className="s-courses s-courses--empty">
        <p>新一期课程正在筹备，敬请期待。</p>
      </div>
    );
  }
  return (
    <ul className="s-courses" data-testid="course-list">
      {courses.courses.map((course) => (
        <li key={course.id} className="s-card">
          <p className="s-card__eyebrow">
            {course.level} · {course.minutes} 分钟
          </p>
          <h3>{course.title}</h3>
          <p>{course.summary}</p>
          <p className="s-card__meta">
            讲师：{course.lecturer}（{course.lecturerTitle}）
          </p>
        </li>
      ))}
    </ul>
  );
}
