import { createContext, useContext, useState } from 'react';

const SaveTriedContext = createContext(false);

/** Set once the user has tried to save: from then on every field shows its problem. */
export const SaveTriedProvider = SaveTriedContext.Provider;
export const useIsSaveTried = () => useContext(SaveTriedContext);

/**
 * A field's error shows once the user has left the field or tried to save, so an untouched new
 * form is not covered in red before anyone typed a letter.
 */
export function useFieldError(hasProblem: boolean) {
  const isSaveTried = useContext(SaveTriedContext);
  const [isTouched, setIsTouched] = useState(false);
  return { error: hasProblem && (isTouched || isSaveTried), onBlur: () => setIsTouched(true) };
}
