// The hotels module's server door (issue 21).
