// placeholder until this target's first file lands
