// The places module's server door (issue 21).
