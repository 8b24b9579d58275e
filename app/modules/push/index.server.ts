// The push module's server door (issue 21).
