"""Speech output backends: screen reader (accessible_output2),
speech-dispatcher (speechd), pyttsx3, and none."""
