# Placeholder until translated.
