print("ProfileSample: window not written yet")
