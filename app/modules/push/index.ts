// The push module's door for components and routes (issue 21).
