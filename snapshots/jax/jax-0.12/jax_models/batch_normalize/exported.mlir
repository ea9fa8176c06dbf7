module @jit_batch_normalize attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x?xf32>) -> (tensor<?x?xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x?xf32>) -> tensor<i32>
    %1 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<?x?xf32>) -> tensor<i32>
    %2 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%2, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'a'. Using the following polymorphic shapes specifications: args[0].shape = (a, b). Obtained dimension variables: 'a' = {0} from specification 'a' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/501/shape-polymorphism.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
    %3 = stablehlo.compare GE, %1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%3, %0, %1) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (a, b). Obtained dimension variables: 'a' = {0} from specification 'a' for dimension args[0].shape[0] (= {0}), 'b' = {1} from specification 'b' for dimension args[0].shape[1] (= {1}), . Please see https://docs.jax.dev/en/latest/501/shape-polymorphism.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> ()
    %4 = call @_wrapped_jax_export_main(%0, %1, %arg0) : (tensor<i32>, tensor<i32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    return %4 : tensor<?x?xf32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "a"}, %arg1: tensor<i32> {jax.global_constant = "b"}, %arg2: tensor<?x?xf32>) -> (tensor<?x?xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<1xi32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.reduce(%arg2 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
    %2 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.dynamic_broadcast_in_dim %0, %2, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
    %4 = stablehlo.divide %1, %3 : tensor<?xf32>
    %5 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.concatenate %c_0, %5, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %7 = stablehlo.dynamic_broadcast_in_dim %4, %6, dims = [1] : (tensor<?xf32>, tensor<2xi32>) -> tensor<1x?xf32>
    %8 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.concatenate %8, %9, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %11 = stablehlo.dynamic_broadcast_in_dim %7, %10, dims = [0, 1] : (tensor<1x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %12 = stablehlo.subtract %arg2, %11 : tensor<?x?xf32>
    %13 = call @_std(%arg0, %arg1, %arg2, %c) : (tensor<i32>, tensor<i32>, tensor<?x?xf32>, tensor<i32>) -> tensor<?xf32>
    %14 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %15 = stablehlo.dynamic_broadcast_in_dim %cst, %14, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
    %16 = stablehlo.add %13, %15 : tensor<?xf32>
    %17 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %18 = stablehlo.concatenate %c_0, %17, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %19 = stablehlo.dynamic_broadcast_in_dim %16, %18, dims = [1] : (tensor<?xf32>, tensor<2xi32>) -> tensor<1x?xf32>
    %20 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %21 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %22 = stablehlo.concatenate %20, %21, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %23 = stablehlo.dynamic_broadcast_in_dim %19, %22, dims = [0, 1] : (tensor<1x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %24 = stablehlo.divide %12, %23 : tensor<?x?xf32>
    return %24 : tensor<?x?xf32>
  }
  func.func private @_std(%arg0: tensor<i32> {jax.global_constant = "a"}, %arg1: tensor<i32> {jax.global_constant = "b"}, %arg2: tensor<?x?xf32>, %arg3: tensor<i32>) -> tensor<?xf32> {
    %0 = call @_var(%arg0, %arg1, %arg2, %arg3) : (tensor<i32>, tensor<i32>, tensor<?x?xf32>, tensor<i32>) -> tensor<?xf32>
    %1 = stablehlo.sqrt %0 : tensor<?xf32>
    return %1 : tensor<?xf32>
  }
  func.func private @_var(%arg0: tensor<i32> {jax.global_constant = "a"}, %arg1: tensor<i32> {jax.global_constant = "b"}, %arg2: tensor<?x?xf32>, %arg3: tensor<i32>) -> tensor<?xf32> {
    %cst = stablehlo.constant dense<0xADDRESS> : tensor<f32>
    %c = stablehlo.constant dense<1> : tensor<1xi32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.reduce(%arg2 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
    %2 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.concatenate %c, %2, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %4 = stablehlo.dynamic_broadcast_in_dim %1, %3, dims = [1] : (tensor<?xf32>, tensor<2xi32>) -> tensor<1x?xf32>
    %5 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.concatenate %c, %5, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %7 = stablehlo.dynamic_broadcast_in_dim %0, %6, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<1x?xf32>
    %8 = stablehlo.divide %4, %7 : tensor<1x?xf32>
    %9 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %11 = stablehlo.concatenate %9, %10, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %12 = stablehlo.dynamic_broadcast_in_dim %8, %11, dims = [0, 1] : (tensor<1x?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
    %13 = stablehlo.subtract %arg2, %12 : tensor<?x?xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<?x?xf32>
    %15 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %16 = stablehlo.convert %arg3 : (tensor<i32>) -> tensor<f32>
    %17 = stablehlo.subtract %15, %16 : tensor<f32>
    %18 = stablehlo.reduce(%14 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
    %19 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %20 = stablehlo.dynamic_broadcast_in_dim %17, %19, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
    %21 = stablehlo.divide %18, %20 : tensor<?xf32>
    %22 = stablehlo.compare GT, %17, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %23 = call @_where(%arg0, %arg1, %22, %21, %cst) : (tensor<i32>, tensor<i32>, tensor<i1>, tensor<?xf32>, tensor<f32>) -> tensor<?xf32>
    return %23 : tensor<?xf32>
  }
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "a"}, %arg1: tensor<i32> {jax.global_constant = "b"}, %arg2: tensor<i1>, %arg3: tensor<?xf32>, %arg4: tensor<f32>) -> tensor<?xf32> {
    %0 = stablehlo.convert %arg4 : tensor<f32>
    %1 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.dynamic_broadcast_in_dim %0, %1, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32>
    %3 = stablehlo.select %arg2, %arg3, %2 : tensor<i1>, tensor<?xf32>
    return %3 : tensor<?xf32>
  }
}
