/** One section of the edit page: checked with the shared rules and applied to the shown profile before the server answers. */
import type { EditableProfile, ProfileSection } from './editable-profile';
import { checkAllInGender, checkOrientations } from './all-in-gender';
import { checkBio, checkGender, checkHeight, checkInterests, checkJob, checkPrompts, checkQuizzes, checkSchool, type ProfileFieldError } from './profile-rules';

/** PROF-04, PROF-05, PROF-07, PROF-25: the fields of a section the server would refuse. */
export const checkSection = (section: ProfileSection, profile: EditableProfile): readonly ProfileFieldError[] => {
  switch (section.kind) {
    case 'bio':
      return checkBio(section.bio);
    case 'job':
      return checkJob(section);
    case 'school':
      return checkSchool(section.name);
    case 'interests': {
      const known = new Set(profile.availableInterests.map((i) => i.id));
      return checkInterests(section.ids, profile.interestBounds, (id) => known.has(id));
    }
    case 'prompts':
      return checkPrompts(section.prompts);
    case 'height':
      return checkHeight(section.heightCm);
    case 'gender':
      return checkGender(section.gender, section.customGender);
    case 'allInGender':
      return checkAllInGender(section.ids);
    case 'orientation':
      // The list is the app settings'; the server checks the ids against it.
      return checkOrientations(section.orientations.map((o) => o.id), () => true);
    case 'quizzes':
      return checkQuizzes(section.quizzes, profile.availableQuizzes);
    case 'intent':
    case 'descriptors':
    case 'allInViewed':
      return [];
  }
};

/** The profile as it shows with the section saved. */
export const applySection = (profile: EditableProfile, section: ProfileSection): EditableProfile => {
  switch (section.kind) {
    case 'bio':
      return { ...profile, bio: section.bio.trim() };
    case 'job':
      return { ...profile, job: { company: section.company.trim(), title: section.title.trim() } };
    case 'school':
      return { ...profile, school: section.name.trim() };
    case 'interests':
      return { ...profile, interests: section.ids.flatMap((id) => profile.availableInterests.find((i) => i.id === id) ?? []) };
    case 'prompts':
      return { ...profile, prompts: section.prompts.map((p) => ({ id: p.id, answer_text: p.answer_text.trim() })) };
    case 'intent':
      return { ...profile, relationshipIntent: section.intent };
    case 'height':
      return { ...profile, heightCm: section.heightCm, heightMeasureType: section.measure };
    case 'descriptors':
      return { ...profile, descriptors: section.descriptors };
    case 'gender':
      return { ...profile, gender: section.gender, customGender: section.customGender.trim(), showGenderOnProfile: section.showOnProfile };
    case 'allInGender':
      return { ...profile, allInGender: section.ids };
    case 'orientation':
      return { ...profile, orientations: section.orientations, showOrientationOnProfile: section.showOnProfile };
    case 'allInViewed':
      return { ...profile, hasUserViewedAllInScreensBefore: true };
    case 'quizzes':
      return { ...profile, quizzes: section.quizzes.filter((q) => q.answer_details.length > 0) };
  }
};
